// office-addin-mock only needs this enum; the real package ends in an ESM-only module Jest cannot load.
module.exports = {
  OfficeApp: { Excel: "excel", OneNote: "onenote", Outlook: "outlook", PowerPoint: "powerpoint", Project: "project", Word: "word" },
};
