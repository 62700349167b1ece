import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.transport.Netty4Plugin;

/**
 * A single-node OpenSearch for development and tests, run from the server's Maven artifacts: no distribution
 * archive can be fetched here. The node gets its HTTP layer (Netty4Plugin) and the language analysers, Arabic
 * among them (CommonAnalysisPlugin), as classpath plugins, the way OpenSearch's own test nodes get theirs.
 * Usage: TawzeefOpenSearchNode <home> <http port>
 */
public class TawzeefOpenSearchNode {
  private static final class PluginNode extends Node {
    PluginNode(Environment environment) {
      super(environment, List.of(Netty4Plugin.class, CommonAnalysisPlugin.class), true);
    }
  }

  public static void main(String[] args) throws Exception {
    Path home = Path.of(args[0]).toAbsolutePath();
    int port = Integer.parseInt(args[1]);
    for (String dir : List.of("config", "data", "logs")) Files.createDirectories(home.resolve(dir));
    Settings settings = Settings.builder()
        .put("path.home", home.toString())
        .put("path.data", home.resolve("data").toString())
        .put("path.logs", home.resolve("logs").toString())
        .put("cluster.name", "tawzeef")
        .put("node.name", "tawzeef-1")
        .put("discovery.type", "single-node")
        .put("network.host", "127.0.0.1")
        .put("http.port", port)
        .put("transport.port", port + 100)
        .put("transport.type", "netty4")
        .put("http.type", "netty4")
        // A development disk that is nearly full must not turn every index read-only.
        .put("cluster.routing.allocation.disk.threshold_enabled", false)
        .build();
    Environment environment =
        InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), home.resolve("config"), () -> "tawzeef-1");
    Node node = new PluginNode(environment);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        node.close();
      } catch (Exception ignored) {
        // the process is ending either way
      }
    }));
    node.start();
    System.out.println("OpenSearch " + node.settings().get("node.name") + " listening on 127.0.0.1:" + port);
    Thread.currentThread().join();
  }
}
