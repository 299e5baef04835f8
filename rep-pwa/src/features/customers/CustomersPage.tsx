import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { customerPay } from '@commissionbee/shared/team-pay';
import { createSearchMatcher } from '@commissionbee/shared/search';
import { ChevronIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { amountClass } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';

/** The customer's state in words (PENDING: some of it is still to be paid). */
const STATUS_WORD = {
  PAID: 'customers.status.paid',
  PENDING: 'customers.status.pending',
  CANCELLED: 'customers.status.cancelled',
} as const;

export function CustomersPage() {
  const view = useRepView();
  const { selectCustomer } = useRepSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { t, format } = useI18n();
  const customers = useMemo(() => (view ? customerPay(view.rows) : []), [view]);
  const shown = useMemo(() => {
    const matches = createSearchMatcher(search);
    return customers.filter((customer) => matches({ name: customer.name }));
  }, [customers, search]);

  const open = (jobName: string) => {
    selectCustomer(jobName);
    void navigate(paths.job);
  };

  return (
    <div className="cb-stack">
      <h1>{t('customers.title')}</h1>
      {!view ? (
        <Loader block showLabel label={t('customers.loading')} />
      ) : customers.length === 0 ? (
        <p className="cb-card">{t('customers.none')}</p>
      ) : (
        <>
          <SearchBox
            value={search}
            onChange={setSearch}
            label={t('customers.search')}
            placeholder={t('customers.searchPlaceholder')}
          />
          {shown.length === 0 ? (
            <div className="cb-card" role="status">
              <p>{t('customers.noResults', { search })}</p>
              <p className="cb-muted">{t('customers.noResultsHint')}</p>
            </div>
          ) : (
            <ul className="rep-list cb-card" aria-label={t('customers.title')}>
              {shown.map((customer) => (
                <li key={customer.name}>
                  <button
                    type="button"
                    className="rep-list__button rep-customer-row"
                    onClick={() => open(customer.name)}
                  >
                    <span className="rep-team__who">
                      <span className="rep-customer__name">{customer.name}</span>
                      <span
                        className={`rep-customer__status rep-customer__status--${customer.status.toLowerCase()}`}
                      >
                        {t(STATUS_WORD[customer.status])}
                      </span>
                    </span>
                    <span className="rep-team__pay">
                      <span>
                        <span className={amountClass(customer.paid)}>
                          {format.money(customer.paid)}
                        </span>
                        {` ${t('customers.paid')}`}
                      </span>
                      {customer.pending !== 0 && (
                        <span className="rep-muted-note">
                          {t('customers.pendingAmount', { amount: format.money(customer.pending) })}
                        </span>
                      )}
                    </span>
                    <ChevronIcon className="rep-list__chevron" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
