import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/language.ts';

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** In Arabic, physical CSS from MUI (left/right) is mirrored by stylis-plugin-rtl. */
export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  return caches[direction];
}
