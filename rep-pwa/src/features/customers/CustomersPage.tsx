import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Loader } from '@commissionbee/ui/Loader';
import { SearchBox } from '@commissionbee/ui/SearchBox';
import { uniqueJobNames } from '@commissionbee/shared/rep';
import { createSearchMatcher } from '@commissionbee/shared/search';
import { ChevronIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useRepSession } from '../../session/rep-store';
import { useRepView } from '../../session/rep-view';

export function CustomersPage() {
  const view = useRepView();
  const { selectCustomer } = useRepSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const customers = useMemo(() => (view ? uniqueJobNames(view.rows) : []), [view]);
  const shown = useMemo(() => {
    const matches = createSearchMatcher(search);
    return customers.filter((name) => matches({ name }));
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
            <p className="cb-card" role="status">{`No results for ${search}`}</p>
          ) : (
            <ul className="rep-list cb-card" aria-label="Customers">
              {shown.map((name) => (
                <li key={name}>
                  <button type="button" className="rep-list__button" onClick={() => open(name)}>
                    <span>{name}</span>
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
