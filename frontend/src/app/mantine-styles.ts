// Mantine's styles for the components this site uses, instead of its whole stylesheet (253 KB, most of
// it for components never rendered here): the stylesheet blocks the first paint of every page. Order
// matters: base layers first, then components after the ones they build on. A component added to the
// site needs its file here (and the files of the components it is made of).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The theme's own variables and responsive classes (see theme-css.ts), after the defaults they override.
import 'virtual:mantine-theme.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
