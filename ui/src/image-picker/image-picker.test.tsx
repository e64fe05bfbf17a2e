import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { setupUser } from '../../test/user';
import * as ImagePicker from '.';
import { ImagePickerRemove } from '.';
import { imageProblemMessages, pickImages, validateImage, type ImageErrorCode } from './image-picker-logic';

const MB = 1024 * 1024;
/** The portal's rule (its upload API's): JPG or PNG, under 2 MB. */
const rule = { types: ['image/jpeg', 'image/png'], maxBytes: 2 * MB };
/** The portal's words for that rule, which it passes. */
const messages = { 'invalid-type': '上传图片只能是 JPG/PNG 格式!', 'too-large': '上传图片大小不能超过 2m!' };
const image = (name: string, type = 'image/png', size = 100) => new File([new Uint8Array(size)], name, { type });

describe('validateImage', () => {
  test.each<[string, { type: string; size: number }, ImageErrorCode[]]>([
    ['a small PNG', { type: 'image/png', size: 1000 }, []],
    ['a small JPG', { type: 'image/jpeg', size: 2 * MB - 1 }, []],
    ['a GIF', { type: 'image/gif', size: 1000 }, ['invalid-type']],
    ['a 2 MB PNG', { type: 'image/png', size: 2 * MB }, ['too-large']],
    ['a large WebP', { type: 'image/webp', size: 5 * MB }, ['invalid-type', 'too-large']],
  ])('given %s, then the errors are %j', (_, file, errors) => {
    expect(validateImage(file, rule).map((problem) => problem.code)).toEqual(errors);
  });

  test('given another rule, then it applies', () => {
    expect(validateImage({ type: 'image/gif', size: 10 }, { types: ['image/gif'], maxBytes: 5 })).toEqual([
      { code: 'too-large', message: '图片超出大小限制' },
    ]);
  });

  test('given a rule without a size, then any size fits', () => {
    expect(validateImage({ type: 'image/png', size: 50 * MB }, { types: ['image/png'], maxBytes: null })).toEqual([]);
  });

  test("given a large GIF and the site's messages, then each problem carries the site's words", () => {
    expect(validateImage(new Blob([new Uint8Array(2 * MB)], { type: 'image/gif' }), rule, messages)).toEqual([
      { code: 'invalid-type', message: '上传图片只能是 JPG/PNG 格式!' },
      { code: 'too-large', message: '上传图片大小不能超过 2m!' },
    ]);
  });

  test('given no messages, then the words name no type and no size', () => {
    expect(imageProblemMessages).toEqual({ 'invalid-type': '图片格式不支持', 'too-large': '图片超出大小限制' });
    expect(validateImage({ type: 'image/gif', size: 3 * MB }, rule)).toEqual([
      { code: 'invalid-type', message: '图片格式不支持' },
      { code: 'too-large', message: '图片超出大小限制' },
    ]);
  });

  test.each([
    [0, 3, 2],
    [1, 3, 2],
    [2, 3, 1],
    [3, 3, 0],
  ])('given %i already and a max of %i, then %i of two valid files fit', (current, max, fit) => {
    const { accepted, rejected } = pickImages([image('a.png'), image('b.png')], { rule, current, max });
    expect(accepted).toHaveLength(fit);
    expect(rejected.map((r) => r.errors)).toEqual(Array.from({ length: 2 - fit }, () => ['too-many']));
  });
});

describe('ImagePicker', () => {
  const created: string[] = [];
  const revoke = vi.fn();
  beforeEach(() => {
    created.length = 0;
    revoke.mockReset();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (file: File) => {
          const url = `blob:${file.name}`;
          created.push(url);
          return url;
        };
        static override revokeObjectURL = revoke;
      },
    );
  });

  test('given a question (max 3), when four images are picked, then three show as previews and the button is disabled', async () => {
    const user = setupUser();
    const onValueChange = vi.fn();
    const { container } = render(<ImagePicker.Root rule={rule} max={3} onValueChange={onValueChange} data-testid="root" />);
    await expectNoAxeViolations(container);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');

    await user.upload(input, [image('1.png'), image('2.jpg', 'image/jpeg'), image('3.png'), image('4.png')]);

    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:1.png', 'blob:2.jpg', 'blob:3.png']);
    expect(screen.getByRole('img', { name: '图片 1' })).toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith(expect.arrayContaining([expect.any(File)]));
    expect(screen.getByRole('button', { name: '上传图片' })).toBeDisabled();
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'full');
    expect(screen.getByRole('alert')).toHaveTextContent('最多上传 3 张图片');
    await expectNoAxeViolations(container);
  });

  test("given a GIF over 2 MB and the site's messages as labels, then both show and nothing is added", async () => {
    const user = setupUser({ applyAccept: false });
    const onReject = vi.fn();
    const { container } = render(<ImagePicker.Root rule={rule} max={9} onReject={onReject} labels={messages} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, image('big.gif', 'image/gif', 3 * MB));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('上传图片只能是 JPG/PNG 格式!');
    expect(alert).toHaveTextContent('上传图片大小不能超过 2m!');
    expect(alert).toHaveAttribute('data-state', 'error');
    expect(screen.queryByRole('img')).toBeNull();
    expect(onReject).toHaveBeenCalledWith([{ file: expect.any(File), errors: ['invalid-type', 'too-large'] }]);
    await expectNoAxeViolations(container);
  });

  test('given a rule of JPEG only and no labels, then the input offers JPEG and a PNG is turned away in neutral words', async () => {
    const user = setupUser({ applyAccept: false });
    const { container } = render(<ImagePicker.Root rule={{ types: ['image/jpeg'], maxBytes: 2 * MB }} max={9} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg');
    await user.upload(input, [image('a.png'), image('b.jpg', 'image/jpeg')]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:b.jpg']);
    expect(screen.getByRole('alert')).toHaveTextContent('图片格式不支持');
  });

  test('given previews, when one is removed with the keyboard, then its object URL is revoked, and all are on unmount', async () => {
    const user = setupUser();
    const { unmount } = render(<ImagePicker.Root rule={rule} defaultValue={[image('a.png'), image('b.png')]} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    screen.getByRole('button', { name: '删除图片 1' }).focus();
    await user.keyboard('{Enter}');
    expect(revoke).toHaveBeenCalledWith('blob:a.png');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['blob:b.png']);
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:b.png');
  });

  test('given the trigger is pressed, then it opens the file input', async () => {
    const user = setupUser();
    const { container } = render(<ImagePicker.Root rule={rule} max={9} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: '上传图片' }));
    expect(click).toHaveBeenCalled();
  });

  test('given composed parts, then props and refs reach them', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <ImagePicker.Root rule={rule} defaultValue={[image('a.png')]} labels={{ trigger: 'Add' }}>
        <ImagePicker.List className="list">
          {(file, index) => (
            <ImagePicker.Item key={file.name} index={index}>
              <ImagePicker.Remove ref={ref} className="x" />
            </ImagePicker.Item>
          )}
        </ImagePicker.List>
        <ImagePicker.Trigger />
        <ImagePicker.Input />
      </ImagePicker.Root>,
    );
    expect(ref.current).toHaveClass('x');
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  test('given a remove button outside an item, then it throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ImagePicker.Root rule={rule}>
          <ImagePickerRemove />
        </ImagePicker.Root>,
      ),
    ).toThrow('`ImagePickerRemove` must be used within `ImagePickerItem`');
  });

  test('given the former name of the error part, then it is ErrorMessage', () => {
    expect(ImagePicker.Error).toBe(ImagePicker.ErrorMessage);
  });
});
