import { WidgetHost, type WidgetComponentProps } from './WidgetHost.tsx';

export type LoginProps = WidgetComponentProps;

/** The sign-in widget, starting on Main. */
export function Login(props: LoginProps) {
  return <WidgetHost {...props} entry="login" />;
}
