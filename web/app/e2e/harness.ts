import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

export const appUrl = (process.env.APP_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const screenshotDir = fileURLToPath(new URL('../test-results/', import.meta.url));

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

/** Fails fast, with a hint, when nothing serves the app at APP_URL. */
export async function assertAppReachable(): Promise<void> {
  try {
    const response = await fetch(`${appUrl}/`, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    throw new Error(
      `No app at ${appUrl} (${String(error)}). Start the platform, or build the app and run ` +
        '`npx vite preview --config web/app/vite.config.ts --port 3000 --strictPort`, or set APP_URL.',
    );
  }
}

/** Headless Chromium with no outside traffic; `extraArgs` adds flags such as the fake camera and microphone. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** Chromium's fake camera and microphone, allowed without a prompt; `audioFile` is what the microphone says. */
export const fakeMediaArgs = (audioFile?: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  ...(audioFile ? [`--use-file-for-fake-audio-capture=${audioFile}`] : []),
  '--autoplay-policy=no-user-gesture-required',
];

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** API paths that may answer 404 because the endpoint is not built yet; their console noise is tolerated. */
  missingApi?: RegExp[];
  /** localStorage entries to set before any page script runs. */
  storage?: Record<string, string>;
  /** The browser's time zone (IANA); the machine's when unset. */
  timezoneId?: string;
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and failed requests seen so far. */
  problems: string[];
  /** Every script URL the page downloaded. */
  scripts: () => string[];
  goto: (path: string) => Promise<void>;
  screenshot: (name: string, options?: { fullPage?: boolean }) => Promise<string>;
  close: () => Promise<void>;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<AppPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? desktop,
    locale: 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (window.sessionStorage.getItem('__seeded')) return;
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('__seeded', '1');
    }, options.storage);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  const scriptUrls: string[] = [];
  const tolerated = (url: string) => {
    const path = url.startsWith(appUrl) ? url.slice(appUrl.length) : url;
    return (options.missingApi ?? []).some((pattern) => pattern.test(path));
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (/Failed to load resource: .* 404/.test(message.text()) && tolerated(url)) return;
    problems.push(`console error: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request: Request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptUrls.push(request.url());
  });

  return {
    page,
    context,
    problems,
    scripts: () => [...scriptUrls],
    goto: async (path) => {
      await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
    },
    screenshot: async (name, { fullPage = true } = {}) => {
      mkdirSync(screenshotDir, { recursive: true });
      const file = `${screenshotDir}${name}.png`;
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await page.screenshot({ path: file, fullPage });
      return file;
    },
    close: () => context.close(),
  };
}
