// A plain page that moves its list between two containers 200 times (appendChild elsewhere, as a framework
// re-parenting it does) and inserts and removes a second list 200 times.
import './plain.js';

const [left, right] = [document.getElementById('left'), document.getElementById('right')];

/** The moves and the churn; resolves when done. */
window.hosts.moveAround = async () => {
  const list = document.querySelector('sport-match-list');
  for (let i = 0; i < 200; i += 1) (i % 2 ? left : right).append(list);
  for (let i = 0; i < 200; i += 1) {
    const extra = document.createElement('sport-match-list');
    right.append(extra);
    // A task in between, so the inserted list has connected for real before it leaves.
    await new Promise((resolve) => setTimeout(resolve));
    extra.remove();
  }
};
