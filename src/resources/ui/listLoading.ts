/**
 * A page the grid has no rows for yet: the first load, or another page, sort or filter while the
 * last one still shows. A refresh of the rows already shown (a report's status polled while it is
 * being prepared, a list refreshed after a change) keeps them on screen instead of blinking to skeletons.
 */
export function listLoading(query: { isPending: boolean; isFetching: boolean; isPlaceholderData: boolean }): boolean {
  return query.isPending || (query.isFetching && query.isPlaceholderData);
}
