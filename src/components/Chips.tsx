import Chip from '@mui/material/Chip';
import type { NavEntry } from '../site/types.js';

const FLAG_CHIPS: Array<[keyof NavEntry, string, 'success' | 'default' | 'primary' | 'warning']> = [
  ['newFeature', 'New', 'success'],
  ['planned', 'Planned', 'default'],
  ['unstable', 'Preview', 'primary'],
  ['beta', 'Beta', 'primary'],
  ['legacy', 'Legacy', 'warning'],
  ['deprecated', 'Deprecated', 'warning'],
];

/** Flag chips and the paid-plan badge of a navigation entry. */
export function NavChips({ entry }: { entry: NavEntry }) {
  return (
    <>
      {entry.plan === 'pro' || entry.plan === 'premium' ? (
        <span
          className={`plan-badge plan-${entry.plan}`}
          title={`${entry.plan === 'pro' ? 'Pro' : 'Premium'} plan`}
          aria-label={`${entry.plan === 'pro' ? 'Pro' : 'Premium'} plan`}
          role="img"
        />
      ) : null}
      {FLAG_CHIPS.filter(([flag]) => entry[flag] === true).map(([flag, label, color]) => (
        <Chip
          key={flag}
          label={label}
          size="small"
          variant="outlined"
          color={color}
          className={`nav-chip nav-chip-${flag}`}
        />
      ))}
    </>
  );
}
