import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { RemoteName, RemoteWidgetName } from '@tutorium/shared/contracts';
import type { RemoteWidgetsModule, WidgetProps } from '@tutorium/shared/federation';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteArea } from './remote-area';

interface RemoteWidgetProps<R extends RemoteName> extends WidgetProps {
  remote: R;
  name: RemoteWidgetName<R>;
  /** Shown while the remote loads (a skeleton of the widget's size by default). */
  fallback?: ReactNode;
  /** Called once the widget is on the page, before it is painted (a stand-in beside it can go). */
  onShown?: () => void;
  /**
   * Load the remote only once the widget's place shows in the viewport or the page is scrolled (a
   * widget below the fold): until then the fallback holds its place and nothing is downloaded.
   */
  whenNear?: boolean;
  /**
   * Shown instead when the remote's build has no such widget (a build from before the widget was
   * added, still live): without it, that is an error shown in the widget's place.
   */
  whenMissing?: ReactNode;
}

/**
 * Whether the element has shown in the viewport, or the reader has scrolled the page (and so means
 * to see more: the widget starts loading before they reach it). At once where browsers cannot tell.
 */
function useNear(enabled: boolean): [RefObject<HTMLDivElement | null>, boolean] {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near) return;
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    const scrolled = () => setNear(true);
    observer.observe(element);
    window.addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', scrolled);
    };
  }, [near]);
  return [place, near];
}

function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return children;
}

/** A widget of a remote placed on a shell page, with the same lazy loading and isolation as routes. */
export function RemoteWidget<R extends RemoteName>({ remote, name, fallback, onShown, whenNear = false, whenMissing, ...props }: RemoteWidgetProps<R>) {
  const [place, near] = useNear(whenNear);
  const waiting = fallback ?? <Skeleton height="6rem" />;
  if (!near) return <div ref={place}>{waiting}</div>;
  return (
    <RemoteArea<RemoteWidgetsModule<R>>
      remote={remote}
      exposed="./widgets"
      fallback={waiting}
      render={({ widgets }) => {
        const Widget: ComponentType<WidgetProps> | undefined = widgets[name];
        if (!Widget && whenMissing !== undefined) return <Shown onShown={onShown}>{whenMissing}</Shown>;
        if (!Widget) throw new Error(`The ${remote} remote has no widget ${name}`);
        return (
          <Shown onShown={onShown}>
            <Widget {...props} />
          </Shown>
        );
      }}
    />
  );
}
