import * as React from 'react';
import './styles.css';

export default function StylingVariants(): React.JSX.Element {
  return <button className="styled-button">Styled with plain CSS</button>;
}
