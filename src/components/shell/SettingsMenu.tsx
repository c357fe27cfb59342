import Button from '@mui/material/Button';
import type { Translator } from '../../site/translator.js';
import { Icon } from '../icons.js';

/**
 * One setting of the settings panel: a labelled group of toggle buttons, the current one
 * `aria-pressed` (the client sets it from the reader's preference).
 */
function SettingGroup({
  label,
  attribute,
  options,
}: {
  label: string;
  attribute: string;
  options: Array<[value: string, text: string]>;
}) {
  return (
    <>
      <div className="settings-label" aria-hidden="true">
        {label}
      </div>
      <div className="settings-options" role="group" aria-label={label}>
        {options.map(([value, text]) => (
          <Button key={value} size="small" variant="outlined" {...{ [attribute]: value }} aria-pressed="false">
            {text}
          </Button>
        ))}
      </div>
    </>
  );
}

/** The settings menu: colour mode, direction, density and code variant. */
export function SettingsMenu({ t }: { t: Translator }) {
  return (
    <details className="settings-menu">
      <summary aria-label={t('settings.settings') ?? 'Settings'} title={t('settings.settings') ?? 'Settings'}>
        <Icon name="settings" />
      </summary>
      <div className="settings-panel" role="group" aria-label={t('settings.settings') ?? 'Settings'}>
        <SettingGroup
          label={t('settings.mode') ?? 'Mode'}
          attribute="data-set-mode"
          options={(['light', 'system', 'dark'] as const).map((m) => [m, t(`settings.${m}`) ?? m])}
        />
        <SettingGroup
          label={t('settings.direction') ?? 'Direction'}
          attribute="data-set-direction"
          options={(['ltr', 'rtl'] as const).map((d) => [d, t(`settings.${d}`) ?? d.toUpperCase()])}
        />
        <SettingGroup
          label={t('settings.density') ?? 'Density'}
          attribute="data-set-density"
          options={[
            ['comfortable', t('settings.comfortable') ?? 'Comfortable'],
            ['compact', t('settings.compact') ?? 'Compact'],
          ]}
        />
        <SettingGroup
          label={t('settings.codeVariant') ?? 'Code'}
          attribute="data-set-variant"
          options={[
            ['JS', 'JavaScript'],
            ['TS', 'TypeScript'],
          ]}
        />
      </div>
    </details>
  );
}
