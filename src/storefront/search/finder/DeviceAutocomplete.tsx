import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { localePath } from '../../../routing/routes';
import { normalizePhrase, searchQuery, type SearchCriteria } from '../../../domain/search';
import { getPrintingDevicesAutocomplete } from '../../../generated/api/search-and-products/search-and-products';
import { useSession } from '../../../session';
import { OutlinedTextField } from '../../../ui/OutlinedTextField';
import { AutocompletePopup, ComboListbox, ComboOption, GroupLabel, Muted, OptionText, PopupMessage } from '../autocomplete/AutocompletePopup';
import { useCancellableSearch } from '../autocomplete/useCancellableSearch';
import { useCombobox } from '../autocomplete/useCombobox';
import classes from './TonerFinder.module.css';

/** Where each finder choice leads: the search page for toners and inks only. */
export const finderHref = (criteria: SearchCriteria): string => localePath('search', {}, searchQuery({ ...criteria, inkAndTonersOnly: true }));

/** The finder's autocomplete over printing devices and equipment (OEM codes). */
export function DeviceAutocomplete() {
  const { t } = useTranslation(['search', 'common']);
  const id = useId();
  const navigate = useNavigate();
  const { status } = useSession();
  const [text, setText] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const result = useCancellableSearch(text, (query, signal) => getPrintingDevicesAutocomplete({ query }, undefined, signal), { enabled: status === 'ready' });
  const devices = result.data?.devices ?? [];
  const equipment = result.data?.equipment ?? [];
  const targets = [
    ...devices.map((device) => finderHref({ device: `${device.brand} ${device.model}` })),
    ...equipment.map((item) => finderHref({ oemCode: item.oemCode })),
  ];
  const go = (index: number) => void navigate(targets[index]);
  const combobox = useCombobox({ count: targets.length, containerRef, onChoose: go, onClear: () => setText('') });
  const showPopup = combobox.open && normalizePhrase(text) !== '' && (result.data !== null || result.loading);
  const expanded = showPopup && targets.length > 0;

  return (
    <div ref={containerRef} className={classes.autocomplete}>
      <form
        role="search"
        aria-label={t('search:finder.autocompleteLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const query = normalizePhrase(text);
          if (!query) return;
          combobox.close();
          void navigate(finderHref({ query }));
        }}
      >
        <OutlinedTextField
          id={`${id}-input`}
          className={classes.field}
          type="search"
          label={t('search:finder.autocompleteLabel')}
          placeholder={t('search:finder.autocompletePlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            combobox.typed();
          }}
          onClick={() => combobox.setOpen(true)}
          onKeyDown={combobox.onKeyDown}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          {...combobox.inputProps(expanded)}
        />
      </form>
      {showPopup ? (
        <AutocompletePopup variant="compact">
          {!result.data ? (
            <PopupMessage>{t('common:status.loading')}</PopupMessage>
          ) : targets.length === 0 ? (
            <PopupMessage>{t('common:listing.noResults')}</PopupMessage>
          ) : (
            <ComboListbox id={combobox.listboxId} label={t('search:finder.suggestions')}>
              {devices.length ? (
                <div role="group" aria-labelledby={`${id}-devices`}>
                  <GroupLabel id={`${id}-devices`}>{t('search:finder.devices')}</GroupLabel>
                  {devices.map((device, index) => (
                    <ComboOption key={`${device.brand}-${device.model}`} id={combobox.optionId(index)} active={combobox.active === index} onChoose={() => go(index)} onHover={() => combobox.setActive(index)}>
                      <OptionText>
                        {device.brand} {device.model}
                      </OptionText>
                    </ComboOption>
                  ))}
                </div>
              ) : null}
              {equipment.length ? (
                <div role="group" aria-labelledby={`${id}-equipment`}>
                  <GroupLabel id={`${id}-equipment`}>{t('search:finder.equipment')}</GroupLabel>
                  {equipment.map((item, index) => {
                    const at = devices.length + index;
                    return (
                      <ComboOption key={`${item.brandName}-${item.oemCode}`} id={combobox.optionId(at)} active={combobox.active === at} onChoose={() => go(at)} onHover={() => combobox.setActive(at)}>
                        <OptionText>
                          {item.oemCode} <Muted>({item.brandName})</Muted>
                        </OptionText>
                      </ComboOption>
                    );
                  })}
                </div>
              ) : null}
            </ComboListbox>
          )}
        </AutocompletePopup>
      ) : null}
    </div>
  );
}
