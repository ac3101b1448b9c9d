/* The shared-runtime page in Excel: hosts the custom functions and the task pane. */
const app = document.getElementById("app");
Office.onReady(() => {
  if (app) app.textContent = "Wallchart is loaded. Type =CHESS. in a cell to see the functions.";
});
