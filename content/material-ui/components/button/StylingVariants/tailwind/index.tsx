import * as React from 'react';

export default function StylingVariants(): React.JSX.Element {
  return <button className="rounded-lg bg-blue-600 px-6 py-2 font-bold text-white">Styled with Tailwind</button>;
}
