import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { initialThemeState, themeReducer, type ThemeAction } from '../site/themeReducer.js';
import type { ThemeState } from '../site/types.js';

const ThemeStateContext = createContext<{ state: ThemeState; dispatch: Dispatch<ThemeAction> } | null>(null);

export function DocsThemeProvider({
  children,
  initial = initialThemeState,
}: {
  children: ReactNode;
  initial?: ThemeState;
}) {
  const [state, dispatch] = useReducer(themeReducer, initial);
  return <ThemeStateContext.Provider value={{ state, dispatch }}>{children}</ThemeStateContext.Provider>;
}

function useThemeContext() {
  const value = useContext(ThemeStateContext);
  if (!value) throw new Error('Forgot to wrap component in ThemeProvider');
  return value;
}

export const useThemeState = () => useThemeContext().state;
/** Dispatches CHANGE (palette mode, direction or colours). */
export function useChangeTheme() {
  const { dispatch } = useThemeContext();
  return (payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) => dispatch({ type: 'CHANGE', payload });
}
