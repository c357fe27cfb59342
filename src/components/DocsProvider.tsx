import { createContext, useContext, type ReactNode } from 'react';
import type { AdConfig, DocsConfig } from '../site/types.js';

const DocsConfigContext = createContext<DocsConfig | null>(null);
/** `false`: the site has no ads. `null`: no provider (a bug). */
const AdConfigContext = createContext<AdConfig | false | null>(null);

export function DocsProvider({ config, children }: { config: DocsConfig; children: ReactNode }) {
  return (
    <DocsConfigContext.Provider value={config}>
      <AdConfigContext.Provider value={config.ads ?? false}>{children}</AdConfigContext.Provider>
    </DocsConfigContext.Provider>
  );
}

export function useDocsConfig(): DocsConfig {
  const value = useContext(DocsConfigContext);
  if (!value)
    throw new Error(
      'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>',
    );
  return value;
}

export function AdProvider({ config, children }: { config: AdConfig | false; children: ReactNode }) {
  return <AdConfigContext.Provider value={config}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig | false {
  const value = useContext(AdConfigContext);
  if (value === null)
    throw new Error('Could not find ad config context value; please ensure the component is wrapped in a <AdProvider>');
  return value;
}
