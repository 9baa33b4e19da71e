import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageErrorContext } from '@/lib/page-error';
import { RouteError } from './route-error';

type Props = { errorElement?: ReactNode; resetKey: string; children: ReactNode };
type State = { failure: { error: unknown } | null; resetKey: string };

class Boundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  /** Another address is another chance: the page is tried again, without remounting it when nothing failed. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <PageErrorContext.Provider value={failure}>{this.props.errorElement ?? <RouteError />}</PageErrorContext.Provider>;
  }
}

/**
 * Catches what a page throws while rendering or loading (a chunk gone after a deploy) and shows
 * the route's error element, else our translated error page, in place of the page: the shell
 * around it stays. Cleared by the next navigation to another address.
 */
export function PageBoundary({ errorElement, children }: { errorElement?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary errorElement={errorElement} resetKey={pathname}>
      {children}
    </Boundary>
  );
}
