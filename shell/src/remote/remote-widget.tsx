import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
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
}

function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return children;
}

/** A widget of a remote placed on a shell page, with the same lazy loading and isolation as routes. */
export function RemoteWidget<R extends RemoteName>({ remote, name, fallback, onShown, ...props }: RemoteWidgetProps<R>) {
  return (
    <RemoteArea<RemoteWidgetsModule<R>>
      remote={remote}
      exposed="./widgets"
      fallback={fallback ?? <Skeleton height="6rem" />}
      render={({ widgets }) => {
        const Widget: ComponentType<WidgetProps> | undefined = widgets[name];
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
