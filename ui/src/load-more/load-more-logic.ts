export type LoadStatus = 'idle' | 'loading' | 'end' | 'error';

export type LoadMoreEvent = { type: 'start' } | { type: 'done'; hasMore: boolean } | { type: 'fail' } | { type: 'reset'; hasMore?: boolean };

/** A load may start only when none is running and the end has not been reached. */
export function canLoadMore(status: LoadStatus): boolean {
  return status === 'idle' || status === 'error';
}

export function loadMoreReducer(status: LoadStatus, event: LoadMoreEvent): LoadStatus {
  switch (event.type) {
    case 'start':
      return canLoadMore(status) ? 'loading' : status;
    case 'done':
      return status === 'loading' ? (event.hasMore ? 'idle' : 'end') : status;
    case 'fail':
      return status === 'loading' ? 'error' : status;
    case 'reset':
      return event.hasMore === false ? 'end' : 'idle';
  }
}
