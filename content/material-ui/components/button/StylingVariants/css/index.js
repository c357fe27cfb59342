import * as React from 'react';
import './styles.css';

export default function StylingVariants() {
  return (
    <button type="button" className="styled-button">
      Book a demo
    </button>
  );
}
