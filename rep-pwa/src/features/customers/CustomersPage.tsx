import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { customerPay } from '@commissionbee/shared/team-pay';
import { createSearchMatcher } from '@commissionbee/shared/search';
import { ChevronIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { amountClass, money } from '../../lib/money';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';

/** The customer's state in words (PENDING: some of it is still to be paid). */
const STATUS_WORD = { PAID: 'Paid', PENDING: 'Pending', CANCELLED: 'Cancelled' } as const;

export function CustomersPage() {
  const view = useRepView();
  const { selectCustomer } = useRepSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
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
      <h1>Customers</h1>
      {!view ? (
        <Loader block showLabel label="Getting your customers." />
      ) : customers.length === 0 ? (
        <p className="cb-card">No results. Check back soon.</p>
      ) : (
        <>
          <SearchBox value={search} onChange={setSearch} label="Search customers" />
          {shown.length === 0 ? (
            <div className="cb-card" role="status">
              <p>{`No results for ${search}`}</p>
              <p className="cb-muted">
                Check the spelling, or clear the search to see every customer.
              </p>
            </div>
          ) : (
            <ul className="rep-list cb-card" aria-label="Customers">
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
                        {STATUS_WORD[customer.status]}
                      </span>
                    </span>
                    <span className="rep-team__pay">
                      <span>
                        <span className={amountClass(customer.paid)}>{money(customer.paid)}</span>
                        {' paid'}
                      </span>
                      {customer.pending !== 0 && (
                        <span className="rep-muted-note">{`${money(customer.pending)} pending`}</span>
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
