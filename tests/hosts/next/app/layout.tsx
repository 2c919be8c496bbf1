// The Next.js App Router host of the hosts tier (issue 31 item 1): the package's stylesheet (the space tags reserve
// before their code arrives) and a site's global reset, imported the way a Next.js app imports global CSS.
import type { ReactNode } from 'react';
import 'sport-widgets/sport-widgets.css';
import './reset.css';

export const metadata = { title: 'Next.js host: server-rendered tags', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
