import * as React from 'react';
import { IconButton } from '@acme/base-ui';
import classes from './buttons.module.css';

export default function IconButtons() {
  const [likes, setLikes] = React.useState(0);
  return (
    <div className={classes.row}>
      <IconButton label="Like" className={classes.button} onClick={() => setLikes(likes + 1)}>
        ♥
      </IconButton>
      <span data-testid="likes">{likes} likes</span>
    </div>
  );
}
