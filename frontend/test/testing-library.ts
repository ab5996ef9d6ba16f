import { configure } from '@testing-library/dom';

// A wait in a component spec (findBy…, waitFor) ends when what it waits for happens: a request to the test server
// answered, a toast shown, a row gone. Testing Library's default gives up after one second, a timed assertion in
// disguise: on a busy machine (npm test runs two lanes on two cores) a real request and the render after it can
// take longer, and the spec failed with the row still on its way. Only the test's own timeout bounds a wait now.
configure({ asyncUtilTimeout: 30_000 });
