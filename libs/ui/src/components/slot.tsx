import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

type AnyProps = Record<string, unknown>;

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

/**
 * Renders its single child element with the props given to the Slot merged in (the `asChild` pattern): class names
 * and styles are combined, event handlers both run (the child's first), refs are composed.
 *
 * Same behaviour as Radix Slot for what these components need, without its weight on every page (Button and Menu are
 * in the header of every page).
 */
export function Slot({ children, ref, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps & { ref?: Ref<HTMLElement> }>;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    }
  }
  merged.className = cx(slotProps.className, childProps.className as string | undefined) || undefined;
  if (slotProps.style || childProps.style) merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  merged.ref = ref || childProps.ref ? mergeRefs(ref, childProps.ref) : undefined;
  return cloneElement(child, merged);
}
