import { forwardRef, useRef, useState, type ChangeEvent, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { composeEventHandlers, useComposedRefs } from '../shared/compose';
import { createContext } from '../shared/context';
import { dataAttr, formatLabel } from '../shared/labels';
import { Slot } from '../shared/slot';
import { useControllableState } from '../shared/use-controllable-state';
import { useObjectUrls } from './use-object-urls';
import { imageProblemMessages, pickImages, type ImageErrorCode, type ImageRejection, type ImageRule } from './image-picker-logic';

export const imagePickerLabels = {
  trigger: '上传图片',
  preview: '图片 {index}',
  remove: '删除',
  removeLabel: '删除图片 {index}',
  ...imageProblemMessages,
  'too-many': '最多上传 {max} 张图片',
};
export type ImagePickerLabels = typeof imagePickerLabels;

interface ImagePickerContextValue {
  files: File[];
  urls: ReadonlyMap<File, string>;
  full: boolean;
  disabled: boolean;
  accept: readonly string[];
  errors: string[];
  labels: ImagePickerLabels;
  inputRef: RefObject<HTMLInputElement | null>;
  add: (picked: File[]) => void;
  remove: (index: number) => void;
}

const [ImagePickerProvider, useImagePickerContext] = /*#__PURE__*/ createContext<ImagePickerContextValue>('ImagePicker');
const [ItemProvider, useItemContext] = /*#__PURE__*/ createContext<{ index: number; file: File }>('ImagePickerItem');

export interface ImagePickerRootProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  /** What a picture may be (types, size): the rule of the API that stores it, which the app passes. */
  rule: ImageRule;
  value?: File[];
  defaultValue?: File[];
  onValueChange?: (files: File[]) => void;
  /** At most this many images (3 for a question, 9 for an answer). */
  max?: number;
  /** Called with the files turned away and why. */
  onReject?: (rejections: ImageRejection<File>[]) => void;
  disabled?: boolean;
  labels?: Partial<ImagePickerLabels>;
}

/** Picks images that fit `rule`, up to `max`, with previews. Without children it shows list, button and errors. */
export const ImagePickerRoot = /*#__PURE__*/ forwardRef<HTMLDivElement, ImagePickerRootProps>(function ImagePickerRoot(
  { value, defaultValue = [], onValueChange, max = Infinity, rule, onReject, disabled = false, labels, children, ...props },
  ref,
) {
  const [files, setFiles] = useControllableState({ prop: value, defaultProp: defaultValue, onChange: onValueChange });
  const [errors, setErrors] = useState<string[]>([]);
  const urls = useObjectUrls(files);
  const inputRef = useRef<HTMLInputElement>(null);
  const merged = { ...imagePickerLabels, ...labels };
  const full = files.length >= max;

  const add = (picked: File[]) => {
    const { accepted, rejected } = pickImages(picked, { rule, current: files.length, max });
    const codes = new Set<ImageErrorCode>(rejected.flatMap((r) => r.errors));
    setErrors([...codes].map((code) => formatLabel(merged[code], { max })));
    if (accepted.length > 0) setFiles([...files, ...accepted]);
    if (rejected.length > 0) onReject?.(rejected);
  };
  const remove = (index: number) => {
    setErrors([]);
    setFiles(files.filter((_, i) => i !== index));
  };

  return (
    <ImagePickerProvider {...{ files, urls, full, disabled, accept: rule.types, errors, labels: merged, inputRef, add, remove }}>
      <div data-state={full ? 'full' : 'open'} data-disabled={dataAttr(disabled)} {...props} ref={ref}>
        {children ?? (
          <>
            <ImagePickerList />
            <ImagePickerTrigger />
            <ImagePickerInput />
            <ImagePickerErrorMessage />
          </>
        )}
      </div>
    </ImagePickerProvider>
  );
});

/** The hidden file input the trigger opens. */
export const ImagePickerInput = /*#__PURE__*/ forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function ImagePickerInput(
  { onChange, ...props },
  forwardedRef,
) {
  const picker = useImagePickerContext('ImagePickerInput');
  const ref = useComposedRefs(forwardedRef, picker.inputRef);
  return (
    <input
      type="file"
      accept={picker.accept.join(',')}
      multiple
      hidden
      tabIndex={-1}
      aria-label={picker.labels.trigger}
      disabled={picker.disabled || picker.full}
      {...props}
      ref={ref}
      onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) => {
        picker.add(Array.from(event.currentTarget.files ?? []));
        event.currentTarget.value = '';
      })}
    />
  );
});

export const ImagePickerTrigger = /*#__PURE__*/ forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { asChild?: boolean }>(
  function ImagePickerTrigger({ asChild, onClick, children, ...props }, ref) {
    const picker = useImagePickerContext('ImagePickerTrigger');
    const disabled = picker.disabled || picker.full;
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type="button"
        disabled={disabled}
        data-disabled={dataAttr(disabled)}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => picker.inputRef.current?.click())}
      >
        {children ?? picker.labels.trigger}
      </Comp>
    );
  },
);

export interface ImagePickerListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** Render each picked file yourself; by default an item with its preview and remove button. */
  children?: (file: File, index: number) => ReactNode;
}

export const ImagePickerList = /*#__PURE__*/ forwardRef<HTMLUListElement, ImagePickerListProps>(function ImagePickerList(
  { children, ...props },
  ref,
) {
  const picker = useImagePickerContext('ImagePickerList');
  return (
    <ul {...props} ref={ref}>
      {picker.files.map((file, index) =>
        children ? (
          children(file, index)
        ) : (
          <ImagePickerItem key={`${index}-${file.name}`} index={index}>
            <ImagePickerPreview />
            <ImagePickerRemove />
          </ImagePickerItem>
        ),
      )}
    </ul>
  );
});

export const ImagePickerItem = /*#__PURE__*/ forwardRef<HTMLLIElement, ComponentPropsWithoutRef<'li'> & { index: number }>(function ImagePickerItem(
  { index, ...props },
  ref,
) {
  const picker = useImagePickerContext('ImagePickerItem');
  const file = picker.files[index];
  if (!file) return null;
  return (
    <ItemProvider {...{ index, file }}>
      <li {...props} ref={ref} />
    </ItemProvider>
  );
});

export const ImagePickerPreview = /*#__PURE__*/ forwardRef<HTMLImageElement, ComponentPropsWithoutRef<'img'>>(function ImagePickerPreview(props, ref) {
  const picker = useImagePickerContext('ImagePickerPreview');
  const { index, file } = useItemContext('ImagePickerPreview');
  const url = picker.urls.get(file);
  if (!url) return null;
  return <img src={url} alt={formatLabel(picker.labels.preview, { index: index + 1 })} {...props} ref={ref} />;
});

export const ImagePickerRemove = /*#__PURE__*/ forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { asChild?: boolean }>(
  function ImagePickerRemove({ asChild, onClick, children, ...props }, ref) {
    const picker = useImagePickerContext('ImagePickerRemove');
    const { index } = useItemContext('ImagePickerRemove');
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type="button"
        aria-label={formatLabel(picker.labels.removeLabel, { index: index + 1 })}
        disabled={picker.disabled}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => picker.remove(index))}
      >
        {children ?? picker.labels.remove}
      </Comp>
    );
  },
);

/** Announces why the last picked files were turned away. */
export const ImagePickerErrorMessage = /*#__PURE__*/ forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function ImagePickerErrorMessage(
  { children, ...props },
  ref,
) {
  const picker = useImagePickerContext('ImagePickerErrorMessage');
  return (
    <div role="alert" data-state={picker.errors.length > 0 ? 'error' : 'idle'} {...props} ref={ref}>
      {children ?? picker.errors.map((message) => <p key={message}>{message}</p>)}
    </div>
  );
});

/** @deprecated use `ImagePickerErrorMessage` (`ImagePicker.ErrorMessage`); removed in the next minor */
export const ImagePickerError = ImagePickerErrorMessage;
