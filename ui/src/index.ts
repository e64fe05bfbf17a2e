// The public API, flat: one named export per widget part, hook, rule and type. Each widget is
// also its own entry point (`@hangjia/ui/pager`, …), whose parts have short names for
// `import * as Pager from '@hangjia/ui/pager'` → `<Pager.Root>`. Names marked @deprecated are the
// former names of parts and types, kept as aliases until the next minor.

export { AlertAction, AlertContent, AlertDescription, AlertRoot, AlertTitle, AlertTrigger, alertLabels, type AlertLabels, type AlertRootProps } from './alert/alert';
export { useAlert, type AlertRequest } from './alert/use-alert';
export { BackToTop, backToTopLabels, type BackToTopLabels, type BackToTopProps } from './back-to-top/back-to-top';
export { BACK_TO_TOP_THRESHOLD, backToTopBehavior, isBackToTopVisible } from './back-to-top/back-to-top-logic';
export { useBackToTop } from './back-to-top/use-back-to-top';
export { CarouselClose, CarouselIndicator, CarouselIndicators, CarouselNext, CarouselPrev, CarouselPrevious, CarouselRoot, CarouselSlide, CarouselViewport, carouselLabels, type CarouselIndicatorProps, type CarouselIndicatorsProps, type CarouselLabels, type CarouselRootProps } from './carousel/carousel';
export { AD_INTERVAL, CAROUSEL_INTERVAL, PHOTO_INTERVAL, arrowsVisible, keyStep, shouldAutoplay, stepIndex, type AutoplayInput, type CarouselArrows, type CarouselOrientation } from './carousel/carousel-logic';
export { useCarousel, type CarouselState, type UseCarouselOptions } from './carousel/use-carousel';
export { CascaderCheckbox, CascaderItem, CascaderList, CascaderRoot, CascaderToggle, cascaderLabels, type CascaderItemProps, type CascaderLabels, type CascaderListProps, type CascaderRootProps } from './cascader/cascader';
export { getCheckState, getLeafValues, toggleOption, type CascaderOption, type CheckState } from './cascader/cascader-logic';
export { ConfirmDialogAction, ConfirmDialogCancel, ConfirmDialogContent, ConfirmDialogDescription, ConfirmDialogRoot, ConfirmDialogTitle, ConfirmDialogTrigger, confirmDialogLabels, type ConfirmDialogLabels, type ConfirmDialogRootProps } from './confirm-dialog/confirm-dialog';
export { useConfirm, type ConfirmRequest } from './confirm-dialog/use-confirm';
export { CountdownButton, countdownButtonLabels, type CountdownButtonLabels, type CountdownButtonProps } from './countdown-button/countdown-button';
export { COUNTDOWN_SECONDS, SEND_CODE_SECONDS, idleCountdown, startCountdown, tickCountdown, type CountdownState, type CountdownStatus } from './countdown-button/countdown-button-logic';
export { useCountdown, type CountdownControls, type UseCountdownOptions } from './countdown-button/use-countdown';
export { DataTableBody, DataTableCaption, DataTableCell, DataTableHeadCell, DataTableHeader, DataTableRoot, DataTableRow, type DataTableCellProps, type DataTableColumn, type DataTableHeadCellProps, type DataTableRootProps, type DataTableWindowing } from './data-table/data-table';
export { ariaSort, getHeaderRows, getLeafColumns, nextSort, rowWindow, sortRows, type ColumnNode, type HeaderCell, type RowWindow, type SortDirection, type SortState } from './data-table/data-table-logic';
export { Highlight, type HighlightProps } from './highlight/highlight';
export { escapeRegExp, getHighlightChunks, splitKeywords, type HighlightChunk } from './highlight/highlight-logic';
export { ImagePickerError, ImagePickerErrorMessage, ImagePickerInput, ImagePickerItem, ImagePickerList, ImagePickerPreview, ImagePickerRemove, ImagePickerRoot, ImagePickerTrigger, imagePickerLabels, type ImagePickerLabels, type ImagePickerListProps, type ImagePickerRootProps } from './image-picker/image-picker';
export { IMAGE_MESSAGES, imageProblemMessages, pickImages, validateImage, type ImageErrorCode, type ImageProblem, type ImageProblemMessages, type ImageRejection, type ImageRule } from './image-picker/image-picker-logic';
export { useObjectUrls } from './image-picker/use-object-urls';
export { InfiniteScrollRoot, type InfiniteScrollRootProps } from './infinite-scroll/infinite-scroll';
export { LoadMoreStatus as InfiniteScrollStatus, LoadMoreTrigger as InfiniteScrollTrigger } from './load-more/load-more';
export { NEAR_BOTTOM_THRESHOLD, NEAR_BOTTOM_THROTTLE_MS, isNearBottom, throttle, type ScrollMetrics } from './infinite-scroll/infinite-scroll-logic';
export { useNearBottom, type UseNearBottomOptions } from './infinite-scroll/use-near-bottom';
export { LoadMoreRoot, LoadMoreStatus, LoadMoreTrigger, loadMoreLabels, type LoadMoreLabels, type LoadMoreRootProps } from './load-more/load-more';
export { canLoadMore, loadMoreReducer, type LoadMoreEvent, type LoadStatus } from './load-more/load-more-logic';
export { useLoadMore, type LoadMoreState, type UseLoadMoreOptions } from './load-more/use-load-more';
export { useCursorList, type CursorListState, type CursorPage, type UseCursorListOptions } from './load-more/use-cursor-list';
export { LoginDialogAccount, LoginDialogClose, LoginDialogCode, LoginDialogContent, LoginDialogError, LoginDialogErrorMessage, LoginDialogForm, LoginDialogHint, LoginDialogModes, LoginDialogQr, LoginDialogRoot, LoginDialogSendCode, LoginDialogSubmit, LoginDialogTitle, LoginDialogTrigger, loginDialogLabels, type LoginDialogContentProps, type LoginDialogErrorMessageProps, type LoginDialogErrorProps, type LoginDialogLabels, type LoginDialogRootProps } from './login-dialog/login-dialog';
export { CODE_MAX_LENGTH, failureMessage, toLoginPayload, validateLogin, validateSendCode, type CodeLoginMode, type LoginDialogMode, type LoginFieldError, type LoginMode, type LoginPayload } from './login-dialog/login-dialog-logic';
export { useLoginForm, type LoginFormState, type UseLoginFormOptions } from './login-dialog/use-login-form';
export { MasonryItem, MasonryRoot, type MasonryItemProps, type MasonryRootProps } from './masonry/masonry';
export { MASONRY_COLUMN_WIDTH, MASONRY_GAP, getColumnCount, getMasonryLayout, placeMasonry, type MasonryLayout, type MasonryPlacement, type MasonryPlacementResult } from './masonry/masonry-logic';
export { PagerEllipsis, PagerItem, PagerNext, PagerPages, PagerPrevious, PagerRoot, pagerLabels, type PagerItemProps, type PagerLabels, type PagerLayout, type PagerPagesProps, type PagerRootProps } from './pager/pager';
export { DEFAULT_PAGER_COUNT, clampPage, getPageRange, getTotalPages, type PageRangeItem, type PageRangeOptions } from './pager/pager-logic';
export { usePager, type PagerState, type UsePagerOptions } from './pager/use-pager';
export { PopoverArrow, PopoverClose, PopoverContent, PopoverRoot, PopoverTrigger, type PopoverRootProps } from './popover/popover';
export { useHoverOpen, type HoverOpenOptions } from './popover/use-hover-open';
export { useReturnFocus, type ReturnFocusProps, type UseReturnFocusOptions } from './shared/return-focus';
export { RedirectCountdown, type RedirectCountdownProps } from './redirect-countdown/redirect-countdown';
export { NOT_FOUND_REDIRECT_SECONDS, REDIRECT_SECONDS, useRedirectCountdown } from './redirect-countdown/use-redirect-countdown';
export { TabsContent, TabsList, TabsRoot, TabsTrigger, tabsLabels, type TabsLabels, type TabsRootProps, type TabsTriggerProps } from './tabs/tabs';
export { TAB_COUNT_TEMPLATE, formatTabLabel } from './tabs/tabs-logic';
export { ToastProvider, toastLabels, useToast, type ToastLabels, type ToastProviderProps } from './toast/toast';
export { createToastStore, type ToastApi, type ToastItem, type ToastStore, type ToastType } from './toast/toast-store';
