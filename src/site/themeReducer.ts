import { SAFE_INTEGER_BOUND, THEME_SPACING_UNIT } from './constants.js';
import type { Direction, PaletteMode, ThemeState } from './types.js';

export const initialThemeState: ThemeState = Object.freeze({
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: THEME_SPACING_UNIT,
  paletteMode: 'light',
}) as ThemeState;

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: { paletteMode?: PaletteMode; direction?: Direction; paletteColors?: Record<string, unknown> };
    };

// Spacing stays a usable number: never negative, never past the safe-integer bound.
const clampSpacing = (value: number) => Math.min(Math.max(0, value), SAFE_INTEGER_BOUND);

/** The theme state machine of SPEC.md section 4. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: initialThemeState.dense, spacing: initialThemeState.spacing };
    case 'RESET_COLORS':
      return { ...state, paletteColors: initialThemeState.paletteColors };
    case 'CHANGE': {
      const { paletteMode, direction, paletteColors } = action.payload;
      const same =
        (paletteMode === undefined || paletteMode === state.paletteMode) &&
        (direction === undefined || direction === state.direction) &&
        (paletteColors === undefined || paletteColors === state.paletteColors);
      if (same) return state;
      return {
        ...state,
        paletteMode: paletteMode ?? state.paletteMode,
        direction: direction ?? state.direction,
        paletteColors: paletteColors ?? state.paletteColors,
      };
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: string }).type}`);
  }
}
