/**
 * A plain DOM button, for the notices that appear outside React (the chunk-load error banner,
 * the offline update prompt): they must work when the page's React code did not load.
 */
export function domButton(label: string, className: string, onClick: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.textContent = label;
  button.addEventListener('click', () => onClick(button));
  return button;
}
