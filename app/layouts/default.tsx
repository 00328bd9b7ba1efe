import { TemplateLayout } from './template.tsx';
import type { LayoutProps } from './registry.tsx';

export function DefaultLayout(props: LayoutProps) {
  return <TemplateLayout {...props} look={null} id="default" />;
}
