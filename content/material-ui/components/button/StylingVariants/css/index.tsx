import * as React from 'react';
import './styles.css';

export default function StylingVariants(): React.JSX.Element {
  return (
    <button type="button" className="styled-button">
      Book a demo
    </button>
  );
}
