import { statedInheritance } from '../../src/extract/jsdoc.js';

// The inheritance line a component's JSDoc states, as MUI's declarations write it (`- inherits [X API](url)`).
describe('statedInheritance', () => {
  const documented = new Set(['OutlinedInput', 'Select']);
  const jsdoc = (name: string, url: string) => `API:\n\n- [Select API](/x)\n- inherits [${name} API](${url})`;

  it('a documented component, linked on this site whatever address the JSDoc gives', () =>
    expect(
      statedInheritance(
        jsdoc('OutlinedInput', 'https://mui.com/material-ui/api/outlined-input/'),
        'Select',
        documented,
      ),
    ).toEqual({
      component: 'OutlinedInput',
    }));

  it("another package's component, at the address given when it is a web address", () => {
    const url = 'https://reactcommunity.org/react-transition-group/transition/#Transition-props';
    expect(statedInheritance(jsdoc('Transition', url), 'Fade', documented)).toEqual({ component: 'Transition', url });
    expect(statedInheritance(jsdoc('Transition', '/transition/'), 'Fade', documented)).toBeUndefined();
    expect(statedInheritance(jsdoc('Transition', 'javascript:alert(1)'), 'Fade', documented)).toBeUndefined();
  });

  it('none for the component itself, or without such a line', () => {
    expect(
      statedInheritance(jsdoc('Select', 'https://mui.com/material-ui/api/select/'), 'Select', documented),
    ).toBeUndefined();
    expect(statedInheritance('A select.', 'Select', documented)).toBeUndefined();
  });
});
