import {
  Children,
  forwardRef,
  isValidElement,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';
import { useComposedRefs } from '../shared/compose';
import { createContext } from '../shared/context';
import { getMasonryLayout, type MasonryLayout } from './masonry-logic';
import { useElementSize } from './use-element-size';

interface MasonryContextValue {
  layout: MasonryLayout;
  reportHeight: (index: number, height: number) => void;
}

const [MasonryProvider, useMasonryContext] = /*#__PURE__*/ createContext<MasonryContextValue>('Masonry');
const [ItemIndexProvider, useItemIndex] = /*#__PURE__*/ createContext<{ index: number }>('Masonry');

export interface MasonryRootProps extends ComponentPropsWithoutRef<'div'> {
  /** Smallest column width in px. Default 580. */
  columnWidth?: number;
  /** Space between columns and between items, in px. Default 20. */
  gap?: number;
  /** The container width; measured when omitted. */
  width?: number;
}

/**
 * Lays its items out in columns, each item at the bottom of the shortest column. Items keep
 * their source order in the DOM (and so for reading and Tab); only their position moves.
 */
export const MasonryRoot = /*#__PURE__*/ forwardRef<HTMLDivElement, MasonryRootProps>(function MasonryRoot(
  { columnWidth, gap, width: widthProp, style, children, ...props },
  forwardedRef,
) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = useComposedRefs(forwardedRef, ownRef);
  const [measuredWidth, setMeasuredWidth] = useState(0);
  const [heights, setHeights] = useState<number[]>([]);
  useElementSize(ownRef, useCallback(({ width }) => setMeasuredWidth(width), []), widthProp === undefined);

  const items = Children.toArray(children).filter(isValidElement);
  const count = items.length;
  const layout = useMemo(() => {
    const known = Array.from({ length: count }, (_, i) => heights[i] ?? 0);
    return getMasonryLayout({ width: widthProp ?? measuredWidth, heights: known, columnWidth, gap });
  }, [widthProp, measuredWidth, heights, count, columnWidth, gap]);
  const reportHeight = useCallback((index: number, height: number) => {
    setHeights((previous) => {
      if (previous[index] === height) return previous;
      const next = [...previous];
      next[index] = height;
      return next;
    });
  }, []);

  return (
    <MasonryProvider {...{ layout, reportHeight }}>
      <div data-columns={layout.columns} {...props} style={{ position: 'relative', height: layout.height, ...style }} ref={ref}>
        {items.map((item, i) => (
          <ItemIndexProvider key={item.key ?? i} index={i}>
            {item}
          </ItemIndexProvider>
        ))}
      </div>
    </MasonryProvider>
  );
});

export interface MasonryItemProps extends ComponentPropsWithoutRef<'div'> {
  /** A known height in px (e.g. from an image's size); measured when omitted. */
  height?: number;
}

export const MasonryItem = /*#__PURE__*/ forwardRef<HTMLDivElement, MasonryItemProps>(function MasonryItem(
  { height, style, ...props },
  forwardedRef,
) {
  const { layout, reportHeight } = useMasonryContext('MasonryItem');
  const { index } = useItemIndex('MasonryItem');
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = useComposedRefs(forwardedRef, ownRef);
  useElementSize(ownRef, useCallback((size) => reportHeight(index, size.height), [reportHeight, index]), height === undefined);
  useLayoutEffect(() => {
    if (height !== undefined) reportHeight(index, height);
  }, [height, index, reportHeight]);

  const place = layout.items[index];
  return (
    <div
      data-column={place?.column}
      {...props}
      style={{ position: 'absolute', top: place?.top ?? 0, left: place?.left ?? 0, width: layout.columnWidth, ...style }}
      ref={ref}
    />
  );
});
