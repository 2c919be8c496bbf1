// A number, line, price or sum isolated left to right (issue 28 item 4): "-3.63" and "1.5-" never flip in Arabic,
// whatever the element. Every figure of the slip, receipt and history goes through it.
import type { ReactNode } from 'react';

export function Num({ children, field }: { children: ReactNode; field?: string }) {
  return (
    <bdi dir="ltr" className="num" data-field={field}>
      {children}
    </bdi>
  );
}
