// The 23 English CVs. One file per group of trades under en/; listed here in id order.
import health from './en/health.mjs';
import finance from './en/finance.mjs';
import engineering from './en/engineering.mjs';
import trades from './en/trades.mjs';
import commerce from './en/commerce.mjs';
import services from './en/services.mjs';

export default [...health, ...finance, ...engineering, ...trades, ...commerce, ...services].sort((a, b) =>
  a.id.localeCompare(b.id),
);
