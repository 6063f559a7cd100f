import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import type { RemoteName, RemoteWidgetName } from '@tutorium/shared/contracts';
import type { RemoteWidgetsModule, WidgetProps } from '@tutorium/shared/federation';
import { Skeleton } from '@tutorium/shared/ui';
import { WhenNear } from '@tutorium/shared/viewport';
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

function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return children;
}

/** A widget of a remote placed on a shell page, with the same lazy loading and isolation as routes. */
export function RemoteWidget<R extends RemoteName>({ remote, name, fallback, onShown, whenNear = false, whenMissing, ...props }: RemoteWidgetProps<R>) {
  const waiting = fallback ?? <Skeleton height="6rem" />;
  const area = (
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
  return whenNear ? <WhenNear fallback={waiting}>{area}</WhenNear> : area;
}
