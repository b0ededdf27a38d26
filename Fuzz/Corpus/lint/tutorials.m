[tutorials show:@"Welcome"];
[self showTutorialForKey:@"Edit"]; // [tutorials show:@"Commented"]
[tutorials hasSeen:@"Tip %d"];
