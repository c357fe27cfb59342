import * as React from 'react';
import { Button } from '@acme/base-ui';
import classes from './buttons.module.css';

export default function ButtonSizes() {
  return (
    <div className={classes.row}>
      <Button size="sm" className={classes.button}>
        Small
      </Button>
      <Button className={classes.button}>Medium</Button>
      <Button size="lg" className={classes.button}>
        Large
      </Button>
    </div>
  );
}
