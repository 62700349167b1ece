// System fonts (Debian: fonts-noto-core, fonts-dejavu-core, fonts-arabeyes) and the icon font from npm.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const FONT_DIR = process.env.CV_FONT_DIR ?? '/usr/share/fonts/truetype';
const require = createRequire(import.meta.url);
export const ICON_FONT = join(
  dirname(require.resolve('@fortawesome/fontawesome-free/package.json')),
  'webfonts/fa-solid-900.ttf',
);
