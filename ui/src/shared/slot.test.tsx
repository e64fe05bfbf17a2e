import { render, screen } from '@testing-library/react';
import { createRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { setupUser } from '../../test/user';
import { Slot } from './slot';

describe('Slot', () => {
  test('given a slot with a click handler around a link with its own, when clicked, then the link’s runs first, then the slot’s', async () => {
    const user = setupUser();
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <a href="#top" onClick={(event) => (event.preventDefault(), calls.push('child'))}>
          顶部
        </a>
      </Slot>,
    );
    await user.click(screen.getByRole('link', { name: '顶部' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  test('given a handler on one side only, then that one runs', async () => {
    const user = setupUser();
    const slot = vi.fn();
    const child = vi.fn();
    render(
      <>
        <Slot onClick={slot}>
          <button type="button">slot only</button>
        </Slot>
        <Slot>
          <button type="button" onClick={child}>
            child only
          </button>
        </Slot>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'slot only' }));
    await user.click(screen.getByRole('button', { name: 'child only' }));
    expect(slot).toHaveBeenCalledOnce();
    expect(child).toHaveBeenCalledOnce();
  });

  test('then classes are joined, styles merged with the child’s winning, and other props are the child’s over the slot’s', () => {
    render(
      <Slot className="slot" style={{ color: 'red', margin: '1px' }} title="slot" data-state="open" aria-label="slot">
        <button type="button" className="child" style={{ color: 'blue' }} title="child">
          x
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveClass('slot', 'child');
    expect(button.className).toBe('slot child');
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('1px');
    expect(button).toHaveAttribute('title', 'child');
    expect(button).toHaveAttribute('data-state', 'open');
    expect(button).toHaveAccessibleName('slot');
  });

  test('given a class or a style on the slot only, then the element has it', () => {
    render(
      <Slot className="slot" style={{ color: 'red' }}>
        <button type="button">x</button>
      </Slot>,
    );
    expect(screen.getByRole('button').className).toBe('slot');
    expect(screen.getByRole('button').style.color).toBe('red');
  });

  test('given a ref on the slot and one on the child, then both get the element, once across renders, and are cleared on unmount', () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn<(node: HTMLButtonElement | null) => void>();
    const Example = ({ title }: { title: string }) => (
      <Slot ref={slotRef} title={title}>
        <button type="button" ref={childRef}>
          x
        </button>
      </Slot>
    );
    const { rerender, unmount } = render(<Example title="a" />);
    const button = screen.getByRole('button');
    expect(slotRef.current).toBe(button);
    expect(childRef).toHaveBeenCalledExactlyOnceWith(button);

    rerender(<Example title="b" />);
    expect(childRef).toHaveBeenCalledOnce();

    unmount();
    expect(slotRef.current).toBeNull();
    expect(childRef).toHaveBeenLastCalledWith(null);
  });

  test('given a component that forwards its ref as a child, then the slot’s ref reaches its element', () => {
    const Link = ({ ref, ...props }: ComponentPropsWithoutRef<'a'> & { ref?: Ref<HTMLAnchorElement> }) => <a ref={ref} {...props} />;
    const ref = createRef<HTMLElement>();
    render(
      <Slot ref={ref}>
        <Link href="/">首页</Link>
      </Slot>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: '首页' }));
  });

  test.each([
    ['text', '回到顶部'],
    ['two elements', [<span key="a">a</span>, <span key="b">b</span>]],
    ['nothing', undefined],
  ])('given %s as its child, then it renders nothing', (_, children) => {
    const { container } = render(<Slot className="slot">{children}</Slot>);
    expect(container).toBeEmptyDOMElement();
  });
});
