// Mantine styles only the staff panel uses, loaded with its chunk rather than on every public page
// (see app/mantine-styles.ts for the ones every page shares).
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Switch.css';
// The vacation calendar's dropdown (without it the dropdown lands unplaced at the page's foot) and the
// Bookings tab's choice of a new time.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/dates/styles.css';
