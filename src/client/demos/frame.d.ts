// The per-site module the demo bundle makes up (src/demos/frameModule.ts).
declare module 'docs:frame' {
  import type { EmotionCache, Options } from '@emotion/cache';
  import type { ComponentType, ReactNode } from 'react';

  export const CacheProvider: ComponentType<{ value: EmotionCache; children?: ReactNode }>;
  export function createCache(options: Options): EmotionCache;
  export const Wrapper:
    ComponentType<{ children: ReactNode; colorMode: 'light' | 'dark'; direction: 'ltr' | 'rtl' }> | undefined;
  export const BrandingFrame:
    ComponentType<{ children: ReactNode; direction: 'ltr' | 'rtl'; dense: boolean }> | undefined;
}
