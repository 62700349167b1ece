import { communicationStatuses, communicationTypes, type CommunicationFilter } from '../../api/communications.ts';
import { oneOf, useAddressFilters } from '../useAddressFilters.ts';

/**
 * The Communication Center's filters live in the address (search, type, status, archived); the list's page is
 * react-admin's (back to 1 on a change).
 */
export function useMessageFilters() {
  const { params, search, term, setTerm, setParam, clear } = useAddressFilters();
  const type = oneOf(communicationTypes, params.get('type'));
  const status = oneOf(communicationStatuses, params.get('status'));
  const archived = params.get('archived') === 'true';

  const filter: CommunicationFilter = {
    ...(search && { q: search }),
    ...(type && { type }),
    ...(status && { status }),
    ...(archived && { archived: 'true' as const }),
  };
  return {
    filter,
    term,
    setTerm,
    type,
    status,
    archived,
    setParam,
    filtered: Boolean(search || type || status),
    clear,
  };
}

export type MessageFilterState = ReturnType<typeof useMessageFilters>;
