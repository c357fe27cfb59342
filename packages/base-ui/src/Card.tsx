import * as React from 'react';

export interface CardProps {
  /** The content of the card. */
  children?: React.ReactNode;
  /** The depth of the card's shadow, 0 for none. */
  elevation?: 0 | 1 | 2 | 3;
  /** If `true`, the card has a border instead of a shadow. */
  outlined?: boolean;
}

/** A surface that groups content about one subject. A class component, with default props. */
export class Card extends React.Component<CardProps> {
  static defaultProps = { elevation: 1, outlined: false };

  render() {
    const { children, elevation, outlined } = this.props;
    return (
      <div className="BaseCard-root" data-elevation={elevation} data-outlined={outlined || undefined}>
        {children}
      </div>
    );
  }
}
