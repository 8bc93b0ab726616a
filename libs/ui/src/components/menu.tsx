import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { cx } from './cx';
import { Slot } from './slot';

/**
 * Menu button (WAI-ARIA APG "menu button" pattern): the trigger has aria-haspopup/aria-expanded; the popup is
 * role="menu" with menuitem/menuitemradio children; arrow keys, Home/End and first-letter typing move between items;
 * Escape closes and returns focus to the trigger; Tab, a click outside or choosing an item closes it.
 *
 * Hand-rolled on purpose: the header of every page has two menus, and Radix DropdownMenu (with floating-ui) would
 * add ~17 KB gzipped to every page load. Header menus need no collision-aware positioning.
 */
interface MenuContextValue {
  close: (focusTrigger?: boolean) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export interface MenuProps {
  /** The element that opens the menu (usually a Button). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  /** Width in px (spec §9: the user menu is 300). */
  width?: number;
  /** Accessible name of the popup; defaults to the trigger's. */
  label?: string;
  className?: string;
  /**
   * Controlled: whether the popup is open, for a menu whose state must outlive this element (e.g. a header that the
   * page replaces with another one); `onOpenChange` then receives each change. Left out, the menu keeps its own state.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The base of the trigger's and the popup's ids (`{id}-trigger`, `{id}-menu`); left out, React's `useId`. A menu
   * hydrated in a root of its own (a page's island, ADR 0086) needs it: `useId` depends on the tree the menu is in, and
   * the server rendered it in the whole app's.
   */
  id?: string;
}

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemradio"]:not([aria-disabled="true"])';

export function Menu({ trigger, children, align = 'end', width, label, className, open: controlled, onOpenChange, id: givenId }: MenuProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = useCallback((next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  }, [onOpenChange]);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const initialFocus = useRef<'first' | 'last'>('first');
  const autoId = useId();
  const id = givenId ?? autoId;
  const triggerId = `${id}-trigger`;
  const contentId = `${id}-menu`;

  const items = () => Array.from(contentRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const close = useCallback((focusTrigger = true) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }, [setOpen]);

  const show = (focus: 'first' | 'last') => {
    initialFocus.current = focus;
    setOpen(true);
  };

  // Focus the first (or last) item once the popup is in the DOM.
  useEffect(() => {
    if (!open) return;
    const list = items();
    (initialFocus.current === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);

  // A press outside closes without stealing focus back.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, close]);

  const onTriggerKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  };

  const onContentKeyDown = (event: ReactKeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const key = event.key.toLocaleLowerCase();
          const start = index + 1;
          const ordered = [...list.slice(start), ...list.slice(0, start)];
          ordered.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(key))?.focus();
        }
    }
  };

  return (
    <MenuContext.Provider value={{ close }}>
      <div ref={rootRef} className="ui-menu-root">
        <Slot
          ref={triggerRef}
          id={triggerId}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          data-state={open ? 'open' : 'closed'}
          onClick={() => (open ? close(false) : show('first'))}
          onKeyDown={onTriggerKeyDown}
        >
          {trigger}
        </Slot>
        {open ? (
          <div
            ref={contentRef}
            id={contentId}
            role="menu"
            aria-label={label}
            aria-labelledby={label ? undefined : triggerId}
            aria-orientation="vertical"
            tabIndex={-1}
            className={cx('ui-menu', `ui-menu--${align}`, className)}
            style={width ? { width } : undefined}
            onKeyDown={onContentKeyDown}
          >
            {children}
          </div>
        ) : null}
      </div>
    </MenuContext.Provider>
  );
}

function useMenu(): MenuContextValue {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('Menu items must be inside <Menu>');
  return menu;
}

export interface MenuItemProps {
  children: ReactNode;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** Render the single child element (a link) as the item. */
  asChild?: boolean;
  disabled?: boolean;
  className?: string;
}

export function MenuItem({ children, onSelect, asChild, disabled, className }: MenuItemProps) {
  const { close } = useMenu();
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      className={cx('ui-menu__item', className)}
      onClick={(event: ReactMouseEvent) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onSelect?.();
        close(false);
      }}
      onKeyDown={(event: ReactKeyboardEvent<HTMLElement>) => {
        // Links follow themselves on Enter; plain items need Enter and Space.
        if ((event.key === 'Enter' && !asChild) || event.key === ' ') {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      {children}
    </Component>
  );
}

interface RadioContextValue {
  value: string;
  onValueChange: (value: string) => void;
}
const RadioContext = createContext<RadioContextValue | null>(null);

/** A single choice among several (e.g. the language); items are announced as checked or not. */
export function MenuRadioGroup({ value, onValueChange, children, label }: RadioContextValue & { children: ReactNode; label?: string }) {
  return (
    <RadioContext.Provider value={{ value, onValueChange }}>
      <div role="group" aria-label={label}>
        {children}
      </div>
    </RadioContext.Provider>
  );
}

export function MenuRadioItem({ value, children, lang }: { value: string; children: ReactNode; lang?: string }) {
  const { close } = useMenu();
  const group = useContext(RadioContext);
  const checked = group?.value === value;
  return (
    <div
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      lang={lang}
      className="ui-menu__item ui-menu__item--radio"
      onClick={() => {
        close(true);
        group?.onValueChange(value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      {checked ? (
        <span className="ui-menu__indicator" aria-hidden="true">
          ✓
        </span>
      ) : null}
      {children}
    </div>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <div className="ui-menu__label" role="presentation">
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="ui-menu__separator" />;
}

/** Groups items, or holds non-item content such as a summary card. */
export function MenuGroup({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="group" className={className}>
      {children}
    </div>
  );
}
