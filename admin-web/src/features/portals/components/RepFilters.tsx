import { useId } from 'react';
import DatePicker from 'react-date-picker';
import 'react-date-picker/dist/DatePicker.css';
import 'react-calendar/dist/Calendar.css';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { FILTER_LABELS, type RepFilter } from '../lib/rep-rows';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** Spec §4: the calendar's years run from 1 to 275760 (the last year a JavaScript date holds). */
const MIN_DATE = (() => {
  const date = new Date(2000, 0, 1);
  date.setFullYear(1); // new Date(1, …) would mean 1901
  return date;
})();
const MAX_DATE = new Date(275760, 8, 12);

interface RepFiltersProps {
  filter: RepFilter;
  onFilterChange: (filter: RepFilter) => void;
  since: Date;
  onSinceChange: (since: Date) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function RepFilters(props: RepFiltersProps) {
  const { t, language } = useI18n();
  const filterId = useId();
  const sinceId = useId();
  return (
    <div className="portals-filters">
      <div className="portals-filter">
        <label className="cb-visually-hidden" htmlFor={filterId}>
          {t('portals.which')}
        </label>
        <select
          id={filterId}
          className="cb-select"
          value={props.filter}
          onChange={(event) => props.onFilterChange(event.target.value as RepFilter)}
        >
          {(Object.keys(FILTER_LABELS) as RepFilter[]).map((value) => (
            <option key={value} value={value}>
              {t(FILTER_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      {props.filter === 'recent' && (
        <div className="portals-since" role="group" aria-labelledby={sinceId}>
          <span id={sinceId} className="cb-label">
            {t('portals.since')}
          </span>
          <DatePicker
            value={props.since}
            onChange={(value) => value instanceof Date && props.onSinceChange(value)}
            minDate={MIN_DATE}
            maxDate={MAX_DATE}
            maxDetail="month"
            calendarProps={{ minDetail: 'century' }}
            format={language === 'en' ? 'M/d/y' : 'd/M/y'}
            locale={language === 'en' ? 'en-US' : language}
            clearIcon={null}
            name="since"
            calendarAriaLabel={t('portals.calendar')}
            monthAriaLabel={t('portals.sinceMonth')}
            dayAriaLabel={t('portals.sinceDay')}
            yearAriaLabel={t('portals.sinceYear')}
            nativeInputAriaLabel={t('portals.sinceDate')}
          />
        </div>
      )}
      <SearchBox value={props.search} onChange={props.onSearchChange} label={t('portals.search')} />
    </div>
  );
}
