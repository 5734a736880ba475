import { useOne, type BaseRecord, type HttpError } from '@refinedev/core';
import { retryUnlessMissing } from './DetailProblem';
import { recordIdOf } from './recordId';

/** What a detail page is told when its address holds no id a record could have: the same as for an unknown id. */
export const NO_SUCH_RECORD: HttpError = { statusCode: 404, message: '' };

/**
 * A detail page's record by the id in its address, and what went wrong when there is none: an
 * address whose id no record can have ("/moje-konto/zamowienia/abc") is told as a missing record at
 * once, without a call (the API refuses such an id as invalid, and the page would ask twice more before
 * saying anything); a missing record (404, 403) is not asked for again; any other failure twice more.
 */
export function useDetailRecord<T extends BaseRecord>(resource: string, part: string | undefined) {
  const id = recordIdOf(part);
  const { result, query } = useOne<T, HttpError>({
    resource,
    id: id ?? '',
    queryOptions: { enabled: id !== null, retry: retryUnlessMissing },
    errorNotification: false,
  });
  const error: HttpError | null = id === null ? NO_SUCH_RECORD : query.isError ? query.error : null;
  return { record: result, query, error };
}
