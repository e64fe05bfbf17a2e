import {
  Children,
  forwardRef,
  isValidElement,
  useId,
  useLayoutEffect,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { composeEventHandlers } from '../shared/compose';
import { createContext } from '../shared/context';
import { formatLabel } from '../shared/labels';
import { Slot } from '../shared/slot';
import { useControllableState } from '../shared/use-controllable-state';
import { arrowsVisible, keyStep, type CarouselArrows, type CarouselOrientation } from './carousel-logic';
import { useCarousel, type CarouselState, type UseCarouselOptions } from './use-carousel';

export const carouselLabels = {
  carousel: '轮播图',
  slide: '{index} / {count}',
  previous: '上一张',
  next: '下一张',
  indicators: '选择幻灯片',
  indicator: '第 {index} 张',
  close: '关闭',
};
export type CarouselLabels = typeof carouselLabels;

interface CarouselContextValue extends CarouselState {
  labels: CarouselLabels;
  orientation: CarouselOrientation;
  arrows: CarouselArrows;
  viewportId: string;
  setCount: (count: number) => void;
  close: () => void;
}

const [CarouselProvider, useCarouselContext] = /*#__PURE__*/ createContext<CarouselContextValue>('Carousel');
// Each slide's place and the number of slides, known while rendering (on the server too).
const [SlideIndexProvider, useSlideIndex] = /*#__PURE__*/ createContext<{ index: number; count: number }>('CarouselViewport');

export interface CarouselRootProps extends Omit<UseCarouselOptions, 'count'>, ComponentPropsWithoutRef<'section'> {
  orientation?: CarouselOrientation;
  arrows?: CarouselArrows;
  /** Height of the carousel (`157`, `'40vh'`); set as an inline height. */
  height?: number | string;
  /** Whether the carousel shows (`defaultOpen`, true unless given, when uncontrolled); `CarouselClose` closes it, and a closed carousel renders nothing. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<CarouselLabels>;
}

/** The number of slides of a viewport among `children`, or 0 when there is none. */
function slidesIn(children: ReactNode): number {
  const viewport = Children.toArray(children).find((child) => isValidElement(child) && child.type === CarouselViewport);
  return isValidElement<{ children?: ReactNode }>(viewport) ? Children.toArray(viewport.props.children).filter(isValidElement).length : 0;
}

/**
 * `aria-roledescription="carousel"` region. `data-state` is `playing` while slides advance by
 * themselves, every `interval` ms (`CAROUSEL_INTERVAL` when not given), and `paused` otherwise: before
 * the page's first quiet moment, on hover, on focus, with one slide, with `autoplay={false}` and when
 * reduced motion is preferred.
 */
export const CarouselRoot = /*#__PURE__*/ forwardRef<HTMLElement, CarouselRootProps>(function CarouselRoot(
  {
    index,
    defaultIndex,
    onIndexChange,
    interval,
    autoplay,
    loop,
    orientation = 'horizontal',
    arrows = 'hover',
    height,
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    labels,
    style,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    onKeyDown,
    ...props
  },
  ref,
) {
  // The slides are counted while rendering (on the server too, so the indicators are in the page's
  // HTML) when the viewport is a child of the root; the viewport reports its count when it is not.
  const [reported, setCount] = useState(0);
  const count = reported || slidesIn(props.children);
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const carousel = useCarousel({ count, index, defaultIndex, onIndexChange, interval, autoplay: autoplay !== false && open, loop });
  const merged = { ...carouselLabels, ...labels };
  const viewportId = useId();
  if (!open) return null;

  return (
    <CarouselProvider {...{ ...carousel, labels: merged, orientation, arrows, viewportId, setCount, close: () => setOpen(false) }}>
      <section
        aria-roledescription="carousel"
        aria-label={merged.carousel}
        data-state={carousel.playing ? 'playing' : 'paused'}
        data-orientation={orientation}
        {...props}
        style={height === undefined ? style : { height, ...style }}
        ref={ref}
        onPointerEnter={composeEventHandlers(onPointerEnter, () => carousel.setHovered(true))}
        onPointerLeave={composeEventHandlers(onPointerLeave, () => carousel.setHovered(false))}
        onFocus={composeEventHandlers(onFocus, () => carousel.setFocused(true))}
        onBlur={composeEventHandlers(onBlur, (event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
        })}
        onKeyDown={composeEventHandlers(onKeyDown, (event) => {
          const step = keyStep(event.key, orientation);
          if (step === 0) return;
          event.preventDefault();
          if (step < 0) carousel.previous();
          else carousel.next();
        })}
      />
    </CarouselProvider>
  );
});

/** Holds the slides; announces changes politely only while not auto-playing. */
export const CarouselViewport = /*#__PURE__*/ forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function CarouselViewport(
  { children, ...props },
  ref,
) {
  const carousel = useCarouselContext('CarouselViewport');
  const slides = Children.toArray(children).filter(isValidElement);
  const { setCount } = carousel;
  useLayoutEffect(() => setCount(slides.length), [setCount, slides.length]);
  return (
    <div id={carousel.viewportId} aria-live={carousel.playing ? 'off' : 'polite'} data-orientation={carousel.orientation} {...props} ref={ref}>
      {slides.map((slide, i) => (
        <SlideIndexProvider key={slide.key ?? i} index={i} count={slides.length}>
          {slide}
        </SlideIndexProvider>
      ))}
    </div>
  );
});

export const CarouselSlide = /*#__PURE__*/ forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function CarouselSlide(props, ref) {
  const carousel = useCarouselContext('CarouselSlide');
  const { index, count } = useSlideIndex('CarouselSlide');
  const active = index === carousel.index;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={formatLabel(carousel.labels.slide, { index: index + 1, count })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-state={active ? 'active' : 'inactive'}
      data-orientation={carousel.orientation}
      {...props}
      ref={ref}
    />
  );
});

type ButtonProps = ComponentPropsWithoutRef<'button'> & { asChild?: boolean };

function createArrow(name: 'CarouselPrevious' | 'CarouselNext', direction: 'previous' | 'next') {
  const Arrow = forwardRef<HTMLButtonElement, ButtonProps>(function Arrow({ asChild, onClick, children, ...props }, ref) {
    const carousel = useCarouselContext(name);
    if (carousel.arrows === 'never') return null;
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type="button"
        aria-label={carousel.labels[direction]}
        aria-controls={carousel.viewportId}
        data-state={arrowsVisible(carousel.arrows, carousel.engaged) ? 'visible' : 'hidden'}
        data-orientation={carousel.orientation}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => carousel[direction]())}
      >
        {children}
      </Comp>
    );
  });
  Arrow.displayName = name;
  return Arrow;
}

export const CarouselPrevious = /*#__PURE__*/ createArrow('CarouselPrevious', 'previous');
/** @deprecated use `CarouselPrevious` (`Carousel.Previous`), as the pager's `PagerPrevious`; removed in the next minor */
export const CarouselPrev = CarouselPrevious;
export const CarouselNext = /*#__PURE__*/ createArrow('CarouselNext', 'next');

export interface CarouselIndicatorsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Render each dot yourself; by default a `CarouselIndicator` per slide. */
  children?: (index: number) => ReactNode;
}

export const CarouselIndicators = /*#__PURE__*/ forwardRef<HTMLDivElement, CarouselIndicatorsProps>(function CarouselIndicators(
  { children, ...props },
  ref,
) {
  const carousel = useCarouselContext('CarouselIndicators');
  return (
    <div role="group" aria-label={carousel.labels.indicators} data-orientation={carousel.orientation} {...props} ref={ref}>
      {Array.from({ length: carousel.count }, (_, i) => (children ? children(i) : <CarouselIndicator key={i} index={i} />))}
    </div>
  );
});

export interface CarouselIndicatorProps extends ButtonProps {
  index: number;
}

export const CarouselIndicator = /*#__PURE__*/ forwardRef<HTMLButtonElement, CarouselIndicatorProps>(function CarouselIndicator(
  { index, asChild, onClick, ...props },
  ref,
) {
  const carousel = useCarouselContext('CarouselIndicator');
  const active = index === carousel.index;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type="button"
      aria-label={formatLabel(carousel.labels.indicator, { index: index + 1 })}
      aria-controls={carousel.viewportId}
      aria-current={active ? 'true' : undefined}
      data-state={active ? 'active' : 'inactive'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => carousel.goTo(index))}
    />
  );
});

/** Closes the carousel (`open`, `defaultOpen`, `onOpenChange` of the root): it renders nothing after. */
export const CarouselClose = /*#__PURE__*/ forwardRef<HTMLButtonElement, ButtonProps>(function CarouselClose(
  { asChild, onClick, ...props },
  ref,
) {
  const carousel = useCarouselContext('CarouselClose');
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type="button"
      aria-label={carousel.labels.close}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, carousel.close)}
    />
  );
});

