import type { ComponentType, ReactNode } from 'react';
import type { RemoteName, RemoteWidgetName } from '@tutorium/shared/contracts';
import type { RemoteWidgetsModule, WidgetProps } from '@tutorium/shared/federation';
import { Skeleton } from '@tutorium/shared/ui';
import { RemoteArea } from './remote-area';

interface RemoteWidgetProps<R extends RemoteName> extends WidgetProps {
  remote: R;
  name: RemoteWidgetName<R>;
  /** Shown while the remote loads (a skeleton of the widget's size by default). */
  fallback?: ReactNode;
}

/** A widget of a remote placed on a shell page, with the same lazy loading and isolation as routes. */
export function RemoteWidget<R extends RemoteName>({ remote, name, fallback, ...props }: RemoteWidgetProps<R>) {
  return (
    <RemoteArea<RemoteWidgetsModule<R>>
      remote={remote}
      exposed="./widgets"
      fallback={fallback ?? <Skeleton height="6rem" />}
      render={({ widgets }) => {
        const Widget: ComponentType<WidgetProps> | undefined = widgets[name];
        if (!Widget) throw new Error(`The ${remote} remote has no widget ${name}`);
        return <Widget {...props} />;
      }}
    />
  );
}
