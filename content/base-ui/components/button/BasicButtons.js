import * as React from 'react';
import { Button } from '@acme/base-ui';
import classes from './buttons.module.css';

export default function BasicButtons() {
  return (
    <div className={classes.row}>
      <Button className={classes.button}>Solid</Button>
      <Button variant="outlined" className={classes.button}>
        Outlined
      </Button>
      <Button variant="plain" className={classes.button}>
        Plain
      </Button>
    </div>
  );
}
